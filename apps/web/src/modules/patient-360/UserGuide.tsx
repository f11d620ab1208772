import { Alert, Button, Group, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { apiFetch } from '../../lib/api.ts';
import { saveBlob } from '../../ui/download.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** A module's user guide (shell spec §2.1, `{route}/userguide`): the PDF shown in the page, with a download. */
export function UserGuide({
  guide,
  title,
  backTo,
}: {
  guide: 'Eligibility' | 'Authorizations' | 'Claims' | 'ProviderPortalReportSubmission';
  title: string;
  backTo: string;
}) {
  const pdf = useQuery({
    queryKey: ['user-guide', guide],
    queryFn: async () => (await apiFetch('GET', `/api/userguides/${guide}`)).blob(),
    staleTime: Infinity,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const fileName = `${guide}-UserGuide.pdf`;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Group>
            <Button component={Link} to={backTo} variant="default">
              Back to the screen
            </Button>
            <Button disabled={!pdf.data} onClick={() => pdf.data && saveBlob(pdf.data, fileName)}>
              Download the guide (PDF)
            </Button>
          </Group>
        }
      />
      {pdf.isLoading ? <Loader aria-label="Loading the guide" /> : null}
      {pdf.error ? (
        <Alert color="red" role="alert">
          The guide could not be loaded. Please try again later.
        </Alert>
      ) : null}
      {url ? <iframe title={title} src={url} style={{ width: '100%', height: '75vh', border: 0 }} /> : null}
    </>
  );
}
