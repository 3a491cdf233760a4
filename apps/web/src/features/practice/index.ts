export { PracticeCenter } from './components/practice-center';
