// One dish (GET /products/{id}). Declared beside the basket, which reads a line's dish groups with the
// same query (a line with choices is priced and named from them), so the two features never import each other.
export { productQuery } from '../../basket/api/dish-query';
