export { mountElement, recordEvents, takeNavigation, unmountAll } from './element-test-helpers';
