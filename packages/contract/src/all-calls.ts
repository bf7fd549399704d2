import type { CallDefinition } from './common/call';
import { expenseCalls } from './expenses/expense-calls';

/**
 * Every call of the API. The server registers each, and its tests check that every registered
 * route has a definition here and that every role gets exactly the calls its access grants.
 * A module adds its `<context>Calls` object here.
 */
export const allCalls: readonly CallDefinition[] = [...Object.values(expenseCalls)];
