import { Accordion, Text } from '@mantine/core';
import { RecordPanel } from '../../../ui/member/RecordPanel.tsx';
import { useCrmBenefitInfo } from '../api/benefit-info-api.ts';

/**
 * The CRM benefit info (GetCrmBenefitInfo, configured in CRM Admin > Text Replace), read-only for the agent: each topic
 * opens on its details. Nothing is shown while none is configured (or it cannot be read).
 */
export function BenefitInfoPanel() {
  const info = useCrmBenefitInfo();
  const topics = info.data?.topics ?? [];
  if (topics.length === 0) return null;
  return (
    <RecordPanel title="Benefit Info">
      <Accordion multiple variant="separated">
        {topics.map((topic, index) => (
          <Accordion.Item key={`${index}-${topic.topic}`} value={`${index}`}>
            <Accordion.Control>{topic.topic}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {topic.details}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </RecordPanel>
  );
}
