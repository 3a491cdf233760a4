import { Fragment } from 'react';
import { useLanguage } from '../../../i18n/use-t';

/** Text with its `backticked` spans shown as code. */
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

/**
 * Text from the API description (summaries, descriptions of calls, fields and error codes). The
 * OpenAPI document is written in English only, so on a page in another language this text says
 * it is English (`lang="en"`): a screen reader then reads it with English pronunciation.
 */
export function DocText({ text }: { text: string }) {
  const language = useLanguage();
  return language === 'en' ? (
    <RichText text={text} />
  ) : (
    <span lang="en">
      <RichText text={text} />
    </span>
  );
}
