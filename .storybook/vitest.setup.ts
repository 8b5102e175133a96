import { configure } from 'storybook/test';

// `npm test` runs the stories beside other phases on two cores: testing-library's 1 s for `waitFor`
// in play functions is real time a busy core can eat. A wait still fails when its condition never
// holds, only later. (The workshop keeps the 1 s: it runs on a designer's idle machine.)
configure({ asyncUtilTimeout: 10_000 });
