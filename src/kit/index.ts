export type { ResourceDefinition } from './resourceDefinition';
