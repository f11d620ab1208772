import { useEffect, useRef } from 'react';
import { Avatar, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { initialsOf } from './media.ts';
import type { VisitCall } from './use-visit-call.ts';

const CONNECTION_COLOURS: Record<string, string> = {
  connected: 'green',
  connecting: 'yellow',
  new: 'gray',
  disconnected: 'orange',
  failed: 'red',
  closed: 'gray',
};

function VideoTile(props: {
  name: string;
  stream: MediaStream | null;
  local?: boolean;
  videoOff?: boolean;
  testId: string;
  connectionState?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== props.stream) video.current.srcObject = props.stream;
  }, [props.stream]);
  const hasVideo = !props.videoOff && (props.stream?.getVideoTracks().length ?? 0) > 0;
  return (
    <Stack
      gap={4}
      pos="relative"
      bg="dark.7"
      style={{ borderRadius: 8, overflow: 'hidden', aspectRatio: '4 / 3' }}
      data-testid={props.testId}
      data-connection-state={props.connectionState}
    >
      <video
        ref={video}
        autoPlay
        playsInline
        muted={props.local}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: hasVideo ? 'block' : 'none' }}
      />
      {!hasVideo && (
        <Avatar size="xl" color="blue" variant="filled" m="auto" radius="xl" aria-hidden>
          {initialsOf(props.name)}
        </Avatar>
      )}
      <Group gap={6} pos="absolute" bottom={6} left={6}>
        <Badge color="dark" variant="filled">
          {props.local ? `${props.name} (you)` : props.name}
        </Badge>
        {props.connectionState && (
          <Badge color={CONNECTION_COLOURS[props.connectionState] ?? 'gray'} variant="filled">
            {props.connectionState}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

/** The conference room (shell spec §2.8): every participant's tile, and the call controls (mute, camera, leave). */
export function ConferenceRoom(props: {
  call: VisitCall;
  selfName: string;
  video: boolean;
  leaveLabel: string;
  onLeave: () => void;
}) {
  const { call } = props;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={call.participants.length === 0 ? 1 : 2} spacing="xs">
        <VideoTile name={props.selfName} stream={call.local} local videoOff={call.cameraOff} testId="local-video" />
        {call.participants.map((participant) => (
          <VideoTile
            key={participant.socketId}
            name={participant.displayName}
            stream={participant.stream}
            testId={`remote-video-${participant.role}`}
            connectionState={participant.connectionState}
          />
        ))}
      </SimpleGrid>
      {call.participants.length === 0 && (
        <Text c="dimmed" size="sm" role="status">
          Waiting for others to join…
        </Text>
      )}
      <Group gap="xs" justify="center">
        <Button variant="default" onClick={call.toggleMute} aria-pressed={call.muted}>
          {call.muted ? 'Unmute' : 'Mute'}
        </Button>
        {props.video && (
          <Button variant="default" onClick={call.toggleCamera} aria-pressed={call.cameraOff}>
            {call.cameraOff ? 'Start camera' : 'Stop camera'}
          </Button>
        )}
        <Button color="red" onClick={props.onLeave}>
          {props.leaveLabel}
        </Button>
      </Group>
    </Stack>
  );
}
