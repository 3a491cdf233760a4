// @ts-check
/**
 * TypeDoc plugin for the API reference (`pnpm run docs`; plain `pnpm docs` is pnpm's own command):
 * - each export is filed under a category named by the folder of src/ it is declared in
 *   (src/solve → Solver, src/plot → Graph, …), so a new function lands in its section without a
 *   tag to remember; an explicit `@category` in its doc comment still wins;
 * - the library's entry point is the front page itself, and the skill kit a module named as it
 *   is imported (`@mathtools/math-core/skill-kit`), not after its file.
 */
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc';

/** The first folder under src/ → its category; a folder not listed holds a calculator. */
const CATEGORIES = {
  solve: 'Solver',
  plot: 'Graph',
  tutor: 'Tutor',
  practice: 'Practice',
  _lib: 'Practice', // the skill kit's helpers, shared with the library's own skills
  math: 'Expressions',
  result: 'Results and errors',
};
const FILES = { 'types.ts': 'Results and errors' };
const FALLBACK = 'Calculators';
const ENTRY_NAMES = {
  index: '@mathtools/math-core',
  'skill-kit': '@mathtools/math-core/skill-kit',
};
const FILED =
  ReflectionKind.Function |
  ReflectionKind.Variable |
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Enum;

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.kindOf(ReflectionKind.Module)) {
      // The library itself is the reference's front page, its categories first; the skill kit
      // stays a module of its own, listed there last.
      const tag =
        reflection.name === 'index'
          ? new CommentTag('@mergeModuleWith', [{ kind: 'text', text: '<project>' }])
          : new CommentTag('@category', [{ kind: 'text', text: 'Skill kit' }]);
      reflection.comment ??= new Comment();
      reflection.comment.blockTags.push(tag);
      reflection.name = ENTRY_NAMES[reflection.name] ?? reflection.name;
      return;
    }
    if (!reflection.kindOf(FILED) || !reflection.parent?.kindOf(ReflectionKind.SomeModule)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName.replaceAll('\\', '/') ?? '';
    const [, folder, name] = file.match(/\/src\/(?:([^/]+)\/.*|([^/]+))$/) ?? [];
    const category = CATEGORIES[folder] ?? FILES[name] ?? FALLBACK;
    reflection.comment ??= new Comment();
    if (reflection.comment.getTag('@category')) return;
    reflection.comment.blockTags.push(
      new CommentTag('@category', [{ kind: 'text', text: category }]),
    );
  });
}
