import { Text } from '@mantine/core';
import { commentPreview } from '../lib/format.ts';

/** A comment in a list: its first 100 characters (shell spec §9), the whole text on hover. */
export function CommentPreview({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Text span size="sm" title={text.length > 100 ? text : undefined}>
      {commentPreview(text)}
    </Text>
  );
}
