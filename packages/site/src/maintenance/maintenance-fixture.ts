import { createPlatformFixture, type FixtureFetch, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';

export type MaintenanceFixture = FixtureFetch & {
  /** What POST cms/skin-in-maintenance answers from now on. */
  setInMaintenance(inMaintenance: boolean): void;
  /** How many times the flag was asked for. */
  checks(): number;
};

/** The shared platform fixture with a maintenance flag that a test can switch off mid-way. */
export function createMaintenanceFixture(inMaintenance: boolean, options: PlatformFixtureOptions = {}): MaintenanceFixture {
  let flag = inMaintenance;
  const on = createPlatformFixture({ ...options, inMaintenance: true });
  const off = createPlatformFixture({ ...options, inMaintenance: false });
  const calls: FixtureFetch['calls'] = [];
  const fixture = ((input: RequestInfo | URL, init?: RequestInit) => {
    const platform = flag ? on : off;
    const response = platform(input, init);
    // Both record the call as soon as they are called: gather them in one list.
    calls.push(...platform.calls.splice(0));
    return response;
  }) as MaintenanceFixture;
  fixture.calls = calls;
  fixture.setInMaintenance = (value) => {
    flag = value;
  };
  fixture.checks = () => calls.filter((call) => call.method === 'POST' && call.path === '/v1/cms/skin-in-maintenance').length;
  return fixture;
}
