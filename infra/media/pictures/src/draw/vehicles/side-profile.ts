import type { VehicleKind } from '../../scenes/scene';
import type { Profile } from './profile';
import { carProfiles } from './profiles-cars';
import { workProfiles } from './profiles-work';

export type { Profile };

const profiles: Record<VehicleKind, Profile> = { ...carProfiles, ...workProfiles };

export const sideProfile = (kind: VehicleKind): Profile => profiles[kind];
