/** The checker form's values (numbers as typed; empty fields are null or missing). */
export interface EyeValues {
  sph?: number | null;
  cyl?: number | null;
  axis?: number | null;
  add?: number | null;
}

export interface PrescriptionValues {
  right: EyeValues;
  left: EyeValues;
  pd?: number | null;
  age?: number | null;
}
