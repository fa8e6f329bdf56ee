/** Where the test platform answers: every unit test, story and test store names this one origin. */
export const TEST_ORIGIN = 'http://kickoff.test';
