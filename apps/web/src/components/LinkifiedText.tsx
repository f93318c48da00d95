import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { linkify } from '../lib/text/linkify';

/** Text people wrote (a resource page, a lesson): paragraphs and line breaks as written, web addresses as links. */
export function LinkifiedText({ text, testId }: { text: string; testId: string }) {
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.65 }} dir="auto" data-testid={testId}>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.value} target="_blank" rel="noopener noreferrer">
            {part.value}
          </Anchor>
        ) : (
          <Fragment key={i}>{part.value}</Fragment>
        ),
      )}
    </Text>
  );
}
