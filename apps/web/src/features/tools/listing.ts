import {
  type ToolAbout,
  type ToolId,
  type ToolInfo,
  type ToolTab,
  tools,
  toolTabs,
} from './registry';

/**
 * What only the /tools listing needs from the registry: its tabs, which tab an anchor opens, and
 * the search. Kept out of `registry.ts`, which is in every route's first load.
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

/**
 * Tools whose name, summary or keywords (`about`, from each widget module) contain every word of
 * the query (case-insensitive).
 */
export function searchTools(query: string, about: (id: ToolId) => ToolAbout): ToolInfo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return tools.filter((t) => {
    const { summary, keywords } = about(t.id);
    const haystack = [t.name, summary, ...keywords].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
