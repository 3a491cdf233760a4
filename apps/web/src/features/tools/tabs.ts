import { type ToolTab, tools, toolTabs } from './registry';

/**
 * The /tools listing's tabs and which tab an anchor opens: what the listing needs on its first
 * view (the search, `listing.ts`, comes with the first search).
 */
const tabLabels: Record<ToolTab, string> = {
  'math-tools': 'Math Tools',
  calculators: 'Calculators',
  converters: 'Converters',
};

export const tabs: readonly { id: ToolTab; label: string }[] = toolTabs.map((id) => ({
  id,
  label: tabLabels[id],
}));

/** The tab an anchor (`#calculators`, `#loan`, `#unit-converter` …) belongs to. */
export function tabForAnchor(anchor: string): ToolTab | undefined {
  if (tabs.some((t) => t.id === anchor)) return anchor as ToolTab;
  return tools.find((t) => t.id === anchor)?.tab;
}
