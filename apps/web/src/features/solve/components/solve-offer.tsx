// Moved to components/content/solve-offer.tsx; kept only until features/tools imports it from there.
export { SolveOffer } from '../../../components/content/solve-offer';
