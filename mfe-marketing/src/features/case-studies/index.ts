export { allCaseStudies } from './case-studies';
