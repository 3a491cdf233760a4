import type { HttpMethod, OpenApiDocument, OpenApiOperation } from '@mathtools/contracts/openapi';
import openapiJson from '@mathtools/contracts/openapi.json';
import { Button } from '../../../components/ui/button';
import { PageHeader, Section } from '../../../components/ui/section';
import * as styles from './api-reference.css';
import { Operation } from './operation';
import { operationAnchor } from './operation-anchor';
import { RichText } from './rich-text';

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

const title = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

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

export function ApiReference() {
  return (
    <>
      <PageHeader
        eyebrow="For developers"
        title="API reference"
        intro="The JSON API behind MathTools: practice problems and grading, progress, the marketplace and payments. It is also published as an OpenAPI 3.1 document, generated from the same schemas the server checks every request with. The maths itself is the open-source TypeScript library @mathtools/math-core, which has a reference of its own."
      >
        <div className={styles.links}>
          {documentPath ? (
            <Button asChild variant="outline">
              <a href={documentPath}>OpenAPI document (JSON)</a>
            </Button>
          ) : null}
          {/* A plain link: the library reference is static HTML beside the app, not a route. */}
          <Button asChild variant="outline">
            <a href="/developers/math-core">math-core reference</a>
          </Button>
        </div>
      </PageHeader>

      <Section id="conventions" title="Conventions">
        <ul className={styles.list}>
          <li>
            Every path starts with <code>/api/</code> on this site's own origin.
          </li>
          <li>
            Bodies are JSON, sent with <code>content-type: application/json</code>, at most 16 KB.
            Request objects are strict: a field that is not listed is a 400{' '}
            <code>validation_error</code>.
          </li>
          <li>
            Visitors are anonymous. Grading, progress and payments remember the visitor with the{' '}
            <code>mt_visitor</code> cookie (signed, HttpOnly); send cookies back to keep the same
            progress.
          </li>
          <li>
            Sending forms, grading answers and starting payments are rate limited per client: past
            the limit the answer is 429 <code>rate_limited</code> with <code>Retry-After</code>.
          </li>
          <li>
            An unknown path is a 404 <code>not_found</code>; a known path with another method is a
            405 <code>method_not_allowed</code> with an <code>Allow</code> header.
          </li>
        </ul>
      </Section>

      <Section
        id="errors"
        title="Errors"
        tone="muted"
        intro="Every answer that is not a success has the same body: a machine-readable code, a sentence a person can read, and the request field at fault when there is one."
      >
        <div className={styles.stack}>
          <pre className={styles.codeBlock}>
            <code>{errorExample}</code>
          </pre>
          <table className={styles.table} aria-labelledby="errors-heading">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Meaning</th>
              </tr>
            </thead>
            <tbody>
              {errorCodes.map(([code, meaning]) => (
                <tr key={code}>
                  <td>
                    <code>{code}</code>
                  </td>
                  <td>
                    <RichText text={meaning} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="endpoints" title="Endpoints" intro={`${entries.length} calls, by area.`}>
        <nav aria-label="Endpoints" className={styles.index}>
          {groups.map((group) => (
            <div key={group.name} className={styles.indexGroup}>
              <p className={styles.indexTitle}>
                <a href={`#tag-${group.name}`}>{title(group.name)}</a>
              </p>
              <ul className={styles.list}>
                {group.entries.map(({ method, path, operation }) => (
                  <li key={operation.operationId}>
                    <a href={`#${operationAnchor(operation.operationId)}`}>
                      <code>
                        {method.toUpperCase()} {path}
                      </code>
                    </a>{' '}
                    <span className={styles.muted}>{operation.summary}</span>
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
          title={title(group.name)}
          intro={group.description}
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
