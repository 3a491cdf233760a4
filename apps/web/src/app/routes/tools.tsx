import { useWords } from '../../components/math/words';
import { PageHeader } from '../../components/ui/section';
import { ToolsListing } from '../../features/tools/components/tools-listing';

export function Component() {
  const t = useWords('tools');
  return (
    <>
      <PageHeader
        eyebrow={t('header.eyebrow')}
        title={t('header.title')}
        intro={t('header.intro')}
      />
      <ToolsListing />
    </>
  );
}
