import { Mark } from '@mantine/core';
import { Fragment } from 'react';
import type { HelpTextPart } from './documents';

/** Title or snippet pieces; the pieces that matched the search are marked. */
export function Highlighted({ parts }: { parts: readonly HelpTextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.highlighted ? (
          <Mark key={index} color="yellow" px={1}>
            {part.text}
          </Mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
