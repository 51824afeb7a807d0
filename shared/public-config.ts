/** The settings the browser may see; built by server/config.ts and sent with every page. */
export interface PublicConfig {
  publicUrl: string;
  shopName: string;
  phone: string;
  email: string;
  hours: { opens: string; closes: string };
  /** minor units */
  deliveryFee: number;
  mapTileUrl: string;
  /** off unless the operator configures a script (e.g. a self-hosted Plausible or Umami) */
  analytics?: { scriptUrl: string; id?: string };
  links: { telegram?: string; instagram?: string; imo?: string; appStore?: string; googlePlay?: string };
}
