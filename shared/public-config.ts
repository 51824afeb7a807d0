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
  analyticsId?: string;
  links: { telegram?: string; instagram?: string; imo?: string; appStore?: string; googlePlay?: string };
}
