export { reportReleaseErrors } from './report-release-errors';
export type { ReleaseReporter } from './release-reporter';
