export { HoursBody, PauseBody, StopBody, StopListQuery } from '../../../shared/schemas/rules';
