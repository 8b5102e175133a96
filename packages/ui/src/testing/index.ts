export { mountElement, recordEvents, unmountAll } from './element-test-helpers';
