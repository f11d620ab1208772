import { Alert, Badge, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TAG_CALLS, TAG_KIND_LABELS, type MemberTag, type TagCall } from '@portal/contracts/patient-360/member-profile';
import { formatDate } from '../../lib/format.ts';
import { useMemberTags, useOnePassCode } from './member-profile-api.ts';
import { RecordPanel } from './RecordPanel.tsx';

/** The line under a tag: the fields its call carries, in the words member services use. */
export function tagSummary(tag: MemberTag): string {
  const parts = (...values: (string | null)[]) => values.filter((value) => value).join(' · ');
  switch (tag.kind) {
    case 'Member':
      return parts(tag.details.note, `added by ${tag.details.addedByName ?? tag.details.addedBy}`);
    case 'JsaAppointment':
      return parts(
        formatDate(tag.details.appointmentDate),
        tag.details.status,
        tag.details.visitType,
        tag.details.provider,
      );
    case 'AppealGrievanceCtm':
      return parts(
        `Case ${tag.details.caseNumber}`,
        tag.details.ctmNumber ? `CTM ${tag.details.ctmNumber}` : null,
        tag.details.status,
        `received ${formatDate(tag.details.receivedDate)}`,
      );
    case 'ClinicalAlertRegistry':
      return parts(`identified ${formatDate(tag.details.identifiedDate)}`, `from ${tag.details.source}`);
    case 'Ctm':
      return parts(
        tag.details.ctmNumber,
        tag.details.category,
        tag.details.status,
        `received ${formatDate(tag.details.receivedDate)}`,
      );
    case 'Hra':
      return tag.details.completedDate
        ? parts(
            `completed ${formatDate(tag.details.completedDate)}`,
            tag.details.score === null ? null : `score ${tag.details.score}`,
            tag.details.riskLevel ? `${tag.details.riskLevel} risk` : null,
            tag.details.method,
          )
        : 'Not completed yet';
  }
}

/** One kind of tag, read from its own call. */
function TagGroup({ memberId, call }: { memberId: string; call: TagCall }) {
  const tags = useMemberTags(memberId, call);
  const label = TAG_KIND_LABELS[TAG_CALLS[call]];
  return (
    <Stack gap={4} component="section" aria-label={label}>
      <Title order={3} size="h6">
        {label}
      </Title>
      {tags.isLoading ? (
        <Loader size="xs" aria-label={`Loading ${label}`} />
      ) : tags.error ? (
        <Alert color="red" p="xs">
          {tags.error.message}
        </Alert>
      ) : (tags.data?.items.length ?? 0) === 0 ? (
        <Text size="sm" c="gray.7">
          None
        </Text>
      ) : (
        tags.data?.items.map((tag) => {
          const summary = tagSummary(tag);
          // The date the tag was added, unless the line under it already says that date (a registry's identified
          // date, an HRA's completed date): one date is shown once.
          const added = formatDate(tag.createdAt);
          return (
            <Stack gap={0} key={tag.id}>
              <Group gap={6}>
                <Badge variant="outline" color="blue.9">
                  {tag.tag}
                </Badge>
                {summary.includes(added) ? null : (
                  <Text size="xs" c="gray.7">
                    {added}
                  </Text>
                )}
              </Group>
              <Text size="sm">{summary}</Text>
            </Stack>
          );
        })
      )}
    </Stack>
  );
}

/** The member's OnePass fitness code (GetMemberOnePassCode), shown with the tags. */
function OnePassCode({ memberId }: { memberId: string }) {
  const code = useOnePassCode(memberId);
  return (
    <Text size="sm" aria-live="polite">
      OnePass code:{' '}
      <Text span fw={600}>
        {code.isLoading ? '…' : (code.data?.onePassCode ?? 'Not enrolled')}
      </Text>
    </Text>
  );
}

/**
 * Everything the member is tagged with: member tags, JSA appointments, appeals and grievances, clinical alert
 * registries, CTM complaints and the HRA, each kind from its own call; the OnePass code beside the title.
 */
export function TagsPanel({ memberId }: { memberId: string }) {
  return (
    <RecordPanel title="Tags" actions={<OnePassCode memberId={memberId} />}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {(Object.keys(TAG_CALLS) as TagCall[]).map((call) => (
          <TagGroup key={call} memberId={memberId} call={call} />
        ))}
      </SimpleGrid>
    </RecordPanel>
  );
}
