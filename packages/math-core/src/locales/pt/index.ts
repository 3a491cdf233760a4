/**
 * The solver's words in Brazilian Portuguese (as taught in Brazil): every form of note, every
 * rule's name and why it holds, and every term, under the same keys and with the same
 * {placeholders} as the English catalogue, so that a page renders a step in this language from its
 * `ruleId`, `form` and `params`. The words follow ./GLOSSARY.md. This module is loaded on its own:
 * neither the solver nor the package's index imports it, so the English-only bundles carry none of
 * it.
 */
import type { Notes } from '../../math/catalogue/types';
import type { RefusalNotes } from '../../math/refusal';
import type { GraphNotes } from '../../plot/said';
import type { TutorNotes } from '../../tutor/checkWorking/words';
import { portugueseCalculus } from './calculus';
import { portugueseEquations } from './equations';
import { portugueseFactoring } from './factoring';
import { portugueseGraph } from './graph';
import { portugueseGraphs } from './graphs';
import { portugueseHeadings } from './headings';
import { portugueseMatrices } from './matrices';
import { portugueseNumbers } from './numbers';
import { portuguesePowers } from './powers';
import { portugueseProbability } from './probability';
import { portugueseRefusals } from './refusals';
import { portugueseRefusalsEquations } from './refusals-equations';
import { portugueseRefusalsTopics } from './refusals-topics';
import { portugueseRefusalsTutor } from './refusals-tutor';
import { portugueseSystems } from './systems';
import { portugueseTrigonometry } from './trigonometry';
import { portugueseTutor } from './tutor';

/** Every table of the Portuguese catalogue as one: each rule's forms and reason are in one part. */
export const portugueseNotes: Notes & TutorNotes & GraphNotes & RefusalNotes = {
  forms: {
    ...portugueseEquations.forms,
    ...portugueseFactoring.forms,
    ...portugueseSystems.forms,
    ...portuguesePowers.forms,
    ...portugueseNumbers.forms,
    ...portugueseProbability.forms,
    ...portugueseCalculus.forms,
    ...portugueseTrigonometry.forms,
    ...portugueseGraphs.forms,
    ...portugueseMatrices.forms,
  },
  reasons: {
    ...portugueseEquations.reasons,
    ...portugueseFactoring.reasons,
    ...portugueseSystems.reasons,
    ...portuguesePowers.reasons,
    ...portugueseNumbers.reasons,
    ...portugueseProbability.reasons,
    ...portugueseCalculus.reasons,
    ...portugueseTrigonometry.reasons,
    ...portugueseGraphs.reasons,
    ...portugueseMatrices.reasons,
  },
  // The headings (title) and methods (method) of a result are terms too.
  terms: { ...portugueseProbability.terms, ...portugueseNumbers.terms, ...portugueseHeadings },
  // The words of the checker of a student's working (checkWorking), in the same entry.
  tutor: portugueseTutor,
  // The words under a graph (graph), in the same entry.
  graph: portugueseGraph,
  // Why a problem is refused, in the same entry.
  refusals: {
    ...portugueseRefusals,
    ...portugueseRefusalsEquations,
    ...portugueseRefusalsTopics,
    ...portugueseRefusalsTutor,
  },
};

// The calculators' notes (percentages, money, dates, …) are a table of their own: a page words a
// calculator's step with them (`calculatorStepIn`), apart from the solver's notes.
export { portugueseCalculatorNotes } from './calculators';
