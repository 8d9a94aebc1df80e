import { z } from 'zod';
import { languageCodes } from './languages';

export const languageCodeSchema = z.enum(languageCodes);
