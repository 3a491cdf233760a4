import type {
  HttpMethod,
  JsonSchema,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from '@mathtools/contracts/openapi';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../i18n/use-t';
import {
  type Components,
  constraints,
  describeType,
  type FieldRow,
  fieldRows,
  isStrict,
  refName,
  responseErrorCodes,
} from '../schema-fields';
import * as styles from './api-reference.css';
import { operationAnchor } from './operation-anchor';
import { DocText, RichText } from './rich-text';

const asCode = (chunks: ReactNode[]) => <code>{chunks}</code>;

function FieldTable({ id, rows }: { id: string; rows: readonly FieldRow[] }) {
  const t = useT('developers');
  return (
    <table className={styles.table} aria-labelledby={id}>
      <thead>
        <tr>
          <th scope="col" className={styles.fieldColumn}>
            {t('field.name')}
          </th>
          <th scope="col" className={styles.typeColumn}>
            {t('field.type')}
          </th>
          <th scope="col">{t('field.notes')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>
              <code>{row.type}</code>
            </td>
            <td>
              <RichText
                text={[
                  row.required ? t('field.required') : t('field.optional'),
                  ...row.notes.map(sentence),
                ].join(' ')}
              />
              {row.description ? (
                <>
                  {' '}
                  <DocText text={sentence(row.description)} />
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** What a JSON body is, then its fields (if it has any). */
function SchemaFields({
  id,
  schema,
  components,
  request = false,
}: {
  id: string;
  schema: JsonSchema;
  components: Components;
  /** A request body: say whether unknown fields are rejected. */
  request?: boolean;
}) {
  const t = useT('developers');
  const rows = fieldRows(schema, components, t);
  const name = refName(schema);
  const type = describeType(schema, components, t);
  const description = typeof schema.description === 'string' ? schema.description : null;
  return (
    <>
      <p>
        JSON <code>{type}</code>
        {name && name !== type ? (
          <>
            {' '}
            (<code>{name}</code>)
          </>
        ) : null}
        {request && isStrict(schema, components) ? t('operation.strict') : null}
        {description ? (
          <>
            {'. '}
            <DocText text={sentence(description)} />
          </>
        ) : null}
      </p>
      {rows.length ? <FieldTable id={id} rows={rows} /> : null}
    </>
  );
}

function ErrorTable({
  id,
  errors,
}: {
  id: string;
  errors: readonly { status: string; codes: string[]; response: OpenApiResponse }[];
}) {
  const t = useT('developers');
  return (
    <table className={styles.table} aria-labelledby={id}>
      <thead>
        <tr>
          <th scope="col" className={styles.narrow}>
            {t('operation.status')}
          </th>
          <th scope="col">{t('operation.errorCodes')}</th>
        </tr>
      </thead>
      <tbody>
        {errors.map(({ status, codes, response }) => (
          <tr key={status}>
            <td>{status}</td>
            <td>
              {codes.map((code, i) => (
                <span key={code}>
                  {i > 0 ? ', ' : null}
                  <code>{code}</code>
                </span>
              ))}
              {response.headers?.['Retry-After'] ? (
                <> {t.rich('operation.retryAfter', { code: asCode })}</>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Path parameters or headers: a heading, then one row each (nothing when there are none). */
function ParameterTable({
  id,
  title,
  parameters,
  components,
}: {
  id: string;
  title: string;
  parameters: readonly OpenApiParameter[];
  components: Components;
}) {
  const t = useT('developers');
  if (!parameters.length) return null;
  return (
    <>
      <h4 id={id} className={styles.subheading}>
        {title}
      </h4>
      <FieldTable
        id={id}
        rows={parameters.map((p) => ({
          name: p.name,
          type: describeType(p.schema, components, t),
          required: p.required,
          notes: constraints(p.schema, components, t),
          ...(p.description ? { description: p.description } : {}),
        }))}
      />
    </>
  );
}

export function Operation({
  method,
  path,
  operation,
  components,
}: {
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
  components: Components;
}) {
  const t = useT('developers');
  const anchor = operationAnchor(operation.operationId);
  const id = (part: string) => `${anchor}-${part}`;
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const headers = parameters.filter((p) => p.in === 'header');
  const body = operation.requestBody;
  const responses = Object.entries(operation.responses);
  const success = responses.filter(([status]) => status.startsWith('2'));
  const errors = responses
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, response]) => ({ status, codes: responseErrorCodes(response), response }));

  return (
    <article id={anchor} className={styles.operation} aria-labelledby={id('title')}>
      <h3 id={id('title')} className={styles.operationTitle}>
        <Badge tone={method === 'get' ? 'success' : 'default'}>{method.toUpperCase()}</Badge>
        <code className={styles.path}>{path}</code>
      </h3>
      <p>
        <strong>
          <DocText text={`${operation.summary}.`} />
        </strong>{' '}
        <DocText text={operation.description} />
      </p>

      <ParameterTable
        id={id('params')}
        title={t('operation.params')}
        parameters={pathParams}
        components={components}
      />
      <ParameterTable
        id={id('headers')}
        title={t('operation.headers')}
        parameters={headers}
        components={components}
      />

      {body ? (
        <>
          <h4 id={id('body')} className={styles.subheading}>
            {t('operation.body')}
          </h4>
          {body.description ? (
            <p>
              <DocText text={body.description} />
            </p>
          ) : (
            <SchemaFields
              id={id('body')}
              schema={body.content['application/json'].schema}
              components={components}
              request
            />
          )}
        </>
      ) : null}

      {success.map(([status, response]) => {
        const schema = response.content?.['application/json'].schema;
        return (
          <div key={status} className={styles.stack}>
            <h4 id={id(`response-${status}`)} className={styles.subheading}>
              {t.rich('operation.response', {
                status,
                description: <DocText text={response.description} />,
              })}
            </h4>
            {schema ? (
              <SchemaFields id={id(`response-${status}`)} schema={schema} components={components} />
            ) : null}
          </div>
        );
      })}

      <h4 id={id('errors')} className={styles.subheading}>
        {t('errors.title')}
      </h4>
      <ErrorTable id={id('errors')} errors={errors} />
    </article>
  );
}
