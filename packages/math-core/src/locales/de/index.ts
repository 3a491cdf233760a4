/**
 * The solver's words in German (as taught in Germany): every form of note, every rule's name and
 * why it holds, and every term, under the same keys and with the same {placeholders} as the English
 * catalogue, so that a page renders a step in this language from its `ruleId`, `form` and `params`.
 * The words follow ./GLOSSARY.md. This module is loaded on its own: neither the solver nor the
 * package's index imports it, so the English-only bundles carry none of it.
 */
import type { Notes } from '../../math/catalogue/types';
import type { RefusalNotes } from '../../math/refusal';
import type { GraphNotes } from '../../plot/said';
import type { TutorNotes } from '../../tutor/checkWorking/words';
import { germanCalculus } from './calculus';
import { germanEquations } from './equations';
import { germanFactoring } from './factoring';
import { germanGraph } from './graph';
import { germanGraphs } from './graphs';
import { germanHeadings } from './headings';
import { germanMatrices } from './matrices';
import { germanNumbers } from './numbers';
import { germanPowers } from './powers';
import { germanProbability } from './probability';
import { germanRefusals } from './refusals';
import { germanRefusalsEquations } from './refusals-equations';
import { germanRefusalsTopics } from './refusals-topics';
import { germanRefusalsTutor } from './refusals-tutor';
import { germanSystems } from './systems';
import { germanTrigonometry } from './trigonometry';
import { germanTutor } from './tutor';

/** Every table of the German catalogue as one: each rule's forms and reason are in one part. */
export const germanNotes: Notes & TutorNotes & GraphNotes & RefusalNotes = {
  forms: {
    ...germanEquations.forms,
    ...germanFactoring.forms,
    ...germanSystems.forms,
    ...germanPowers.forms,
    ...germanNumbers.forms,
    ...germanProbability.forms,
    ...germanCalculus.forms,
    ...germanTrigonometry.forms,
    ...germanGraphs.forms,
    ...germanMatrices.forms,
  },
  reasons: {
    ...germanEquations.reasons,
    ...germanFactoring.reasons,
    ...germanSystems.reasons,
    ...germanPowers.reasons,
    ...germanNumbers.reasons,
    ...germanProbability.reasons,
    ...germanCalculus.reasons,
    ...germanTrigonometry.reasons,
    ...germanGraphs.reasons,
    ...germanMatrices.reasons,
  },
  // A result's heading and method (`title`, `method`) are terms too.
  terms: { ...germanProbability.terms, ...germanNumbers.terms, ...germanHeadings },
  // The words of the checker of a student's working (checkWorking), in the same entry.
  tutor: germanTutor,
  // The words under a graph (graph), in the same entry.
  graph: germanGraph,
  // Why a problem is refused, in the same entry.
  refusals: {
    ...germanRefusals,
    ...germanRefusalsEquations,
    ...germanRefusalsTopics,
    ...germanRefusalsTutor,
  },
};

// The calculators' notes (percentages, money, dates, …) are a table of their own: a page words a
// calculator's step with them (`calculatorStepIn`), apart from the solver's notes.
export { germanCalculatorNotes } from './calculators';
