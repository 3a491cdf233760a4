import { Fragment } from 'react';

/** Text from the API description, with its `backticked` spans shown as code. */
export function RichText({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) =>
        // Odd parts sat between backticks. The index is the key: the text never changes.
        i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}
