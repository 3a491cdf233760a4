import type { HttpMethod, OpenApiDocument, OpenApiOperation } from '@mathtools/contracts/openapi';
import openapiJson from '@mathtools/contracts/openapi.json';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader, Section } from '../../../components/ui/section';
import { useLanguage, useT } from '../../../i18n/use-t';
import * as styles from './api-reference.css';
import { Operation } from './operation';
import { operationAnchor } from './operation-anchor';
import { DocText } from './rich-text';

// The document the API serves, as the contracts build wrote it: the page cannot drift from it,
// and the browser gets plain JSON (no zod, no schemas).
const document = openapiJson as unknown as OpenApiDocument;
const components = document.components.schemas;

type Entry = { method: HttpMethod; path: string; operation: OpenApiOperation };

const entries: Entry[] = Object.entries(document.paths).flatMap(([path, item]) =>
  (Object.entries(item) as [HttpMethod, OpenApiOperation][]).map(([method, operation]) => ({
    method,
    path,
    operation,
  })),
);

/** Where the API serves this document (the call that answers with it). */
const documentPath = entries.find((e) => e.operation.operationId === 'getOpenApiDocument')?.path;

const groups = document.tags
  .map((tag) => ({
    ...tag,
    entries: entries.filter((e) => e.operation.tags.includes(tag.name)),
  }))
  .filter((group) => group.entries.length > 0);

const errorExample = `{
  "error": {
    "code": "validation_error",
    "message": "Please enter a valid email address",
    "field": "email"
  }
}`;

/** Each error code with its meaning, from the document's `ErrorCode` schema. */
const errorCodes = (
  (components.ErrorCode?.oneOf ?? []) as { const: string; description: string }[]
).map((option) => [option.const, option.description] as const);

/** The conventions, in order; each one's words are the `developers` catalogue's. */
const conventions = ['paths', 'bodies', 'visitors', 'limits', 'unknown'] as const;

const asCode = (chunks: ReactNode[]) => <code>{chunks}</code>;

export function ApiReference() {
  const t = useT('developers');
  // The document's own words (summaries, descriptions) are English on every page.
  const english = useLanguage() === 'en' ? undefined : 'en';
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')}>
        <div className={styles.links}>
          {documentPath ? (
            <Button asChild variant="outline">
              <a href={documentPath}>{t('page.document')}</a>
            </Button>
          ) : null}
          {/* A plain link: the library reference is static HTML beside the app, not a route. */}
          <Button asChild variant="outline">
            <a href="/developers/math-core">{t('page.mathCore')}</a>
          </Button>
        </div>
      </PageHeader>

      <Section id="conventions" title={t('conventions.title')}>
        <ul className={styles.list}>
          {conventions.map((key) => (
            <li key={key}>{t.rich(`conventions.${key}`, { code: asCode })}</li>
          ))}
        </ul>
      </Section>

      <Section id="errors" title={t('errors.title')} tone="muted" intro={t('errors.intro')}>
        <div className={styles.stack}>
          <pre className={styles.codeBlock}>
            <code>{errorExample}</code>
          </pre>
          <table className={styles.table} aria-labelledby="errors-heading">
            <thead>
              <tr>
                <th scope="col">{t('errors.code')}</th>
                <th scope="col">{t('errors.meaning')}</th>
              </tr>
            </thead>
            <tbody>
              {errorCodes.map(([code, meaning]) => (
                <tr key={code}>
                  <td>
                    <code>{code}</code>
                  </td>
                  <td>
                    <DocText text={meaning} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="endpoints"
        title={t('endpoints.title')}
        intro={t('endpoints.intro', { count: entries.length })}
      >
        <nav aria-label={t('endpoints.title')} className={styles.index}>
          {groups.map((group) => (
            <div key={group.name} className={styles.indexGroup}>
              <p className={styles.indexTitle}>
                <a href={`#tag-${group.name}`}>{t(`tag.${group.name}`)}</a>
              </p>
              <ul className={styles.list}>
                {group.entries.map(({ method, path, operation }) => (
                  <li key={operation.operationId}>
                    <a href={`#${operationAnchor(operation.operationId)}`}>
                      <code>
                        {method.toUpperCase()} {path}
                      </code>
                    </a>{' '}
                    <span className={styles.muted} lang={english}>
                      {operation.summary}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Section>

      {groups.map((group) => (
        <Section
          key={group.name}
          id={`tag-${group.name}`}
          title={t(`tag.${group.name}`)}
          intro={<DocText text={group.description} />}
        >
          {group.entries.map(({ method, path, operation }) => (
            <Operation
              key={operation.operationId}
              method={method}
              path={path}
              operation={operation}
              components={components}
            />
          ))}
        </Section>
      ))}
    </>
  );
}
