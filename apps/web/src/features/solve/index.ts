export { SolvePanel } from './components/solve-panel';
