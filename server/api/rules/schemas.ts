export { CallToConfirmBody, HoursBody, PauseBody, StopBody, StopListQuery } from '../../../shared/schemas/rules';
