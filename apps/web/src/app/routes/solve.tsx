import { useWords } from '../../components/math/words';
import { PageHeader, Section } from '../../components/ui/section';
import { SolvePanel } from '../../features/solve';
import { tools } from '../../features/tools/registry';

/** A refusal's tool link: the tools' search words load only when a refusal is shown. */
const suggestTool = (problem: string) =>
  import('../../features/tools/suggest').then((m) => m.suggestTool(problem));

/** A tool's name as the site shows it, for the solver's link to it. */
const toolName = (id: string) => tools.find((t) => t.id === id)?.name;

export function Component() {
  const t = useWords('solve');
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')} />
      <Section id="solver" aria-label={t('page.section')}>
        <SolvePanel suggestTool={suggestTool} toolName={toolName} />
      </Section>
    </>
  );
}
