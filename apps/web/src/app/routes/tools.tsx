import { PageHeader } from '../../components/ui/section';
import { ToolsListing } from '../../features/tools/components/tools-listing';

export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="Free tools"
        title="Math Tools & Calculators"
        intro="Every tool is free, unlimited and works in your browser. Pick a math tool, a calculator or the unit converter below; the dedicated pages go deeper with examples and explanations."
      />
      <ToolsListing />
    </>
  );
}
