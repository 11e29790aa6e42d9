export { afterFirstView } from './after-first-view';
export { whenIdle } from './prefetch';
export { IDLE_SCRIPT_ID, insertTemplateScripts } from './site-scripts';
export { HYDRATED_ATTRIBUTE } from './start-policy';
