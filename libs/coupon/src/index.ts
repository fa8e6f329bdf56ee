// The public face of @kickoff/coupon: slice, endpoints, selectors, components, texts. Nothing else.
export {};
