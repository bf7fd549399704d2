import { z } from 'zod';

export const mobilityTypeClasses = ['local', 'long-distance', 'rail card', 'individual'] as const;
export type MobilityTypeClass = (typeof mobilityTypeClasses)[number];

/** The closed list of mobility types with their labels and class (DECISIONS "Mobility types"). */
export const mobilityTypeCatalogue = {
  LOCAL_PUBLIC_TRANSPORT: { en: 'Local public transport', de: 'ÖPNV', class: 'local' },
  GROUP_TICKET: { en: 'Group ticket', de: 'Gruppenticket', class: 'local' },
  GERMANY_TICKET: { en: 'Germany ticket', de: 'Deutschlandticket', class: 'local' },
  COMMUTER_TRAIN: { en: 'Commuter train', de: 'S-Bahn / Regionalzug', class: 'local' },
  LONG_DISTANCE_TRAIN: {
    en: 'Long-distance train over 50 km',
    de: 'Fernverkehr über 50 km',
    class: 'long-distance',
  },
  INTERCITY_TRAIN: { en: 'Intercity train', de: 'Intercity / ICE', class: 'long-distance' },
  INTERCITY_BUS: { en: 'Intercity bus', de: 'Fernbus', class: 'long-distance' },
  RAIL_CARD: { en: 'Rail card (BahnCard)', de: 'BahnCard', class: 'rail card' },
  CAR_SHARING: { en: 'Car sharing', de: 'Carsharing', class: 'individual' },
  BIKE_SHARING: { en: 'Bike sharing', de: 'Bikesharing', class: 'individual' },
  E_SCOOTER: { en: 'E-scooter sharing', de: 'E-Scooter-Sharing', class: 'individual' },
  TAXI: { en: 'Taxi', de: 'Taxi', class: 'individual' },
  RIDE_POOLING: { en: 'Ride pooling', de: 'Ridepooling', class: 'individual' },
  RENTAL_CAR: { en: 'Rental car', de: 'Mietwagen', class: 'individual' },
  PARKING: { en: 'Parking', de: 'Parken', class: 'individual' },
  BICYCLE: { en: 'Bicycle purchase and repair', de: 'Fahrrad (Kauf und Reparatur)', class: 'individual' },
  EV_CHARGING: { en: 'EV charging', de: 'E-Auto laden', class: 'individual' },
  FUEL: { en: 'Fuel', de: 'Kraftstoff', class: 'individual' },
} as const satisfies Record<string, { en: string; de: string; class: MobilityTypeClass }>;

export type MobilityType = keyof typeof mobilityTypeCatalogue;
export const mobilityTypes = Object.keys(mobilityTypeCatalogue) as [MobilityType, ...MobilityType[]];
export const mobilityTypeSchema = z.enum(mobilityTypes);

export function mobilityTypesOfClass(...classes: MobilityTypeClass[]): MobilityType[] {
  return mobilityTypes.filter((type) => classes.includes(mobilityTypeCatalogue[type].class));
}

/** Public transport = the local, long-distance and rail-card classes. */
export const publicTransportTypes = mobilityTypesOfClass('local', 'long-distance', 'rail card');
