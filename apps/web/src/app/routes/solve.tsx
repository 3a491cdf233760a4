import { PageHeader, Section } from '../../components/ui/section';
import { SolvePanel } from '../../features/solve';
import { tools } from '../../features/tools/registry';

/** A refusal's tool link: the tools' search words load only when a refusal is shown. */
const suggestTool = (problem: string) =>
  import('../../features/tools/suggest').then((m) => m.suggestTool(problem));

/** A tool's name as the site shows it, for the solver's link to it. */
const toolName = (id: string) => tools.find((t) => t.id === id)?.name;

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="Solver"
        title="Step-by-Step Math Solver"
        intro="Type a problem as you would write it: 2x+3=7, x^2-5x+6=0, √72, log(x)+log(x-3)=1 or two equations separated by a comma. You get the exact answer, the method and every step, free."
      />
      <Section id="solver" aria-label="Solver">
        <SolvePanel suggestTool={suggestTool} toolName={toolName} />
      </Section>
    </>
  );
}
