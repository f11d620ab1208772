import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { VIRTUAL_CARE_MESSAGES, isVideoAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { notifyError } from '../../../ui/notify.ts';
import { ConferenceRoom } from './ConferenceRoom.tsx';
import { localDevices } from './media.ts';
import { useVisitCall } from './use-visit-call.ts';
import { visitJoinInfo, visitJoinToken } from './visit-api.ts';
import { formatLongDateTime } from '../../../lib/format.ts';

const TOKEN_KEY = 'visit-link-token';

/** The link's token: from the address once (then removed from it, so it is not shared on), else from this tab. */
function linkToken(): string {
  const params = new URLSearchParams(window.location.search);
  const fromUrl = params.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    window.history.replaceState(null, '', window.location.pathname);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

/**
 * The page a member (or an invited attendee) opens from the visit invite: no staff account, the link's token alone
 * admits them to that one visit. They see who the visit is with, whether their camera and microphone are there, and
 * join the same conference room the provider's window shows.
 */
export function VisitJoinPage() {
  const [token] = useState(linkToken);
  const info = useQuery({
    queryKey: ['visit-join', token],
    queryFn: () => visitJoinInfo(token),
    enabled: token !== '',
    retry: false,
  });
  const devices = useQuery({ queryKey: ['visit-join', 'devices'], queryFn: localDevices, retry: false });
  const video = info.data ? isVideoAppointment(info.data.type) : true;
  const getToken = useCallback(() => visitJoinToken(token), [token]);
  const call = useVisitCall(getToken, video);

  useEffect(() => {
    document.title = 'Virtual visit';
  }, []);

  const join = () => {
    if (devices.data && !devices.data.hasMicrophone) {
      notifyError(VIRTUAL_CARE_MESSAGES.needMicrophone);
      return;
    }
    void call.join();
  };

  if (token === '' || info.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="filled" title="Virtual visit">
          {VIRTUAL_CARE_MESSAGES.linkInvalid}
        </Alert>
      </Container>
    );
  if (!info.data)
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={2}>Your virtual visit with {info.data.providerName}</Title>
        <Text>
          {formatLongDateTime(info.data.startTimeUTC)} · {video ? 'Video visit' : 'Phone conference'}
        </Text>
        {call.state.phase === 'over' && (
          <Alert color={call.state.canRejoin ? 'red' : 'blue'} variant="filled" role="status">
            {call.state.message}
          </Alert>
        )}
        {call.state.phase === 'inRoom' ? (
          <ConferenceRoom
            call={call}
            selfName={info.data.displayName}
            video={video}
            leaveLabel="Leave"
            onLeave={() => call.leave('You left the visit.')}
          />
        ) : (
          <Card withBorder>
            <Stack gap="sm">
              <Text>Joining as {info.data.displayName}.</Text>
              {devices.data && !devices.data.hasMicrophone && (
                <Alert color="yellow" variant="filled">
                  {VIRTUAL_CARE_MESSAGES.noMic}
                </Alert>
              )}
              {video && devices.data && !devices.data.hasCamera && (
                <Alert color="yellow" variant="filled">
                  {VIRTUAL_CARE_MESSAGES.noCamera}
                </Alert>
              )}
              {!(call.state.phase === 'over' && !call.state.canRejoin) && (
                <Group>
                  <Button onClick={join} loading={call.state.phase === 'joining'}>
                    {call.state.phase === 'over' ? 'Rejoin' : video ? 'Join Video Call' : 'Phone conference'}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
