import { HttpResponse } from 'msw';
import {
  API_PATHS,
  type Ad,
  type Banner,
  type FeaturedBrand,
  type Section,
} from '../../src/api/types';
import { getCatalog } from '../catalog';
import { route } from './route';

export const homeHandlers = [
  route.get(API_PATHS.sectionTop, () => HttpResponse.json<Section[]>(getCatalog().sectionsTop)),
  route.get(API_PATHS.sectionBottom, () =>
    HttpResponse.json<Section[]>(getCatalog().sectionsBottom),
  ),
  route.get(API_PATHS.banners, () => HttpResponse.json<Banner[]>(getCatalog().banners)),
  route.get(API_PATHS.ads, () => HttpResponse.json<Ad[]>(getCatalog().ads)),
  route.get(API_PATHS.featuredBrands, () =>
    HttpResponse.json<FeaturedBrand[]>(getCatalog().featuredBrands),
  ),
];
