// The basket bodies are the browser's too: one definition, in shared/.
export { BasketLineBody, BasketMergeBody } from '../../../shared/schemas/basket';
