// The /back/api/v1 contract as the storefront reads it (design.md §4). Money travels as "45.00".
import type { Locale } from '../locale';
import type { Infer } from 'superstruct';
import type { OrderStatus } from '../order-status';
import type { CustomerOrderBody, GuestOrderBody } from '../schemas/order';
import type { BasketLineChoices, DishChoices, LineChoice } from './choices';

export type Localized<K extends string> = { [L in Locale as `${K}_${L}`]: string };
export type PerLocale<T> = Record<Locale, T>;

export interface ApiSuccess<T> {
  success: true;
  data: T;
  meta?: ListMeta;
}
export interface ApiFailure {
  success: false;
  error: string;
  message: string;
  fields?: Record<string, string>;
}
export interface ListMeta {
  total: number;
  page: number;
  limit: number;
}

export interface Unit {
  id: number;
  name: string;
  name_tm: string;
  name_ru: string;
  name_en: string;
}

export interface Product extends Localized<'name'>, Localized<'description'> {
  id: number;
  category_id: number;
  price: string;
  image: string;
  amount: number;
  unit: Unit;
  /** a card's flag (issue 36): a choice must be made, so the card opens the dish instead of adding it */
  has_required_choices?: boolean;
  /** the dish's page and modal (GET /products/{id}): its choice groups and whether it can be completed */
  choices?: DishChoices;
}

export interface BasketLine extends Product {
  /** one line per dish and selection: key, choices and unit_price come with every server line */
  basket: { quantity: number } & Partial<BasketLineChoices>;
}

export interface Category extends Localized<'name'> {
  id: number;
  image: string;
  products?: Product[];
}

export interface PageSummary extends Localized<'name'> {
  id: number;
  slug: string;
  pages: { id: number; slug: string }[];
}

export interface Page extends PageSummary, Localized<'content'> {}

export interface PopupSlider {
  url: PerLocale<string>;
  image: PerLocale<string>;
}

export interface Address {
  id: number;
  address: string;
  apartment: string;
  entrance: string;
  floor: string;
  comment: string;
  latitude: string;
  longitude: string;
}

export interface User {
  id: number;
  name: string;
  surname: string;
  email: string;
  /** the phone: 8 digits after +993 */
  username: string;
  bonus_amount: string;
  address: Address[];
}

export type { OrderStatus };
export type PaymentMethod = 'cash' | 'card';

export interface OrderLine {
  product_id: number;
  name: string;
  /** the unit price with its choices, when ordered */
  price: string;
  quantity: number;
  total: string;
  /** what was chosen, names in three languages and prices as they were (empty for a dish without choices) */
  choices?: LineChoice[];
}

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  name: string;
  phone: string;
  address: Omit<Address, 'id'>;
  payment_method: PaymentMethod;
  delivery_time: string;
  note: string;
  lines: OrderLine[];
  subtotal: string;
  delivery_fee: string;
  bonus_spent: string;
  total: string;
  history: OrderHistoryEntry[];
  created_at: string;
  // Sent by the API since the desk (issue 10); optional here so older fixtures still type-check.
  /** 'web' (the storefront) or 'phone' (entered by staff) */
  source?: 'web' | 'phone';
  /** when the kitchen expects it delivered (UTC ISO), once accepted */
  estimated_at?: string | null;
  /** why the restaurant cancelled it: out_of_stock, closed, outside_area, unreachable, other */
  reject_reason?: string | null;
  reject_note?: string;
  /** cash: the note the shopper will pay with, as money text; null when not given */
  change_from?: string | null;
  /** a guest's order only, in the answer that placed it: the tracking page's path (/track/{token}) */
  tracking_url?: string;
}

/** Who moved an order: the shopper, a staff member, the operator API; '' for steps before this was kept. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
  actor?: '' | 'shopper' | 'staff' | 'operator';
}

/** POST /orders/{id}/reorder: what went to the basket and the dishes that could not. */
export interface Reorder {
  added: { product_id: number; quantity: number; choices?: number[] }[];
  /** a dish that cannot go back, or (`choice` set) a line left out because one of its choices is no longer offered */
  unavailable: { product_id: number; name: string; choice?: string }[];
  basket: BasketLine[];
}

type CustomerOrder = Infer<typeof CustomerOrderBody>;
type GuestOrder = Infer<typeof GuestOrderBody>;

/** POST /orders (a customer: the server basket) or /orders-web (a guest: `items`, name and phone): the schemas' fields, only the payment and time required of both. */
export type OrderBody = Partial<CustomerOrder & GuestOrder> & Pick<CustomerOrder, 'payment_method' | 'delivery_time'>;

/** POST /register, /login (and /desk/login): a code was texted to this user's phone. */
export interface CodeSent {
  id: number;
}

/** POST /login/verify: the session's token and the user. */
export interface SignIn {
  api_token: string;
  user: User;
}

/** The storefront's POST /api/auth/verify: the token stays in the HttpOnly cookie, the page gets the user. */
export type SignInPage = Omit<SignIn, 'api_token'>;

/** DELETE /users/address/{id}: the user's addresses left. */
export interface AddressList {
  address: Address[];
}
