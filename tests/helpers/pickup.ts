// The owner's settings with pickup on (PUT /desk/fulfilment): the restaurant's address in three languages and its point.
export const PICKUP_ON = {
  delivery_on: true,
  pickup_on: true,
  pickup_minimum: null,
  pickup_minutes: 25,
  address: { tm: 'Magtymguly şaýoly 12', ru: 'проспект Махтумкули 12', en: '12 Magtymguly Avenue' },
  latitude: 37.9375,
  longitude: 58.3806,
};
