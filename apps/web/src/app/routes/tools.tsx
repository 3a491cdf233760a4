import { PageHeader } from '../../components/ui/section';
import { ToolsListing } from '../../features/tools/components/tools-listing';

export { loadShownWidgets } from '../../features/tools/components/tools-listing';
export { loadAllWidgets } from '../../features/tools/widgets';

import type { PageMeta } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Math Tools & Calculators: Free Online Calculators and Converters | MathTools',
  description:
    'Free online math tools: logarithm simplifier, time calculator, unit converter and calculators for arithmetic, percentages, age, BMI, tips, discounts, GPA and loans. No registration required.',
  path: '/tools',
  keywords: [
    'math tools',
    'online calculator',
    'free calculators',
    'unit converter',
    'logarithm calculator',
    'percentage calculator',
  ],
};

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
