import { HttpResponse } from 'msw';
import { API_PATHS, type Brand, type CategoryNode } from '../../src/api/types';
import { getCatalog } from '../catalog';
import { route } from './route';

export const catalogHandlers = [
  route.get(API_PATHS.categories, () => HttpResponse.json<CategoryNode[]>(getCatalog().categories)),
  route.get(API_PATHS.brands, () => HttpResponse.json<Brand[]>(getCatalog().brands)),
];
