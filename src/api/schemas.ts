import {
  array,
  lazy,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  text,
  type Decoder,
} from './decode';
import type {
  Ad,
  Banner,
  Brand,
  CategoryNode,
  FeaturedBrand,
  Gender,
  LoginResponse,
  ProductDetail,
  ProductListItem,
  Profile,
  RegisterResponse,
  Section,
  SectionItem,
  User,
  ValidateTokenResponse,
} from './types';

const gender: Decoder<Gender | null> = nullable(literal<Gender>('male', 'female'));

export const categoryNode: Decoder<CategoryNode> = object<CategoryNode>({
  id: number,
  name: string,
  slug: string,
  image_url: text,
  subcategories: (value, path) =>
    value === undefined || value === null ? [] : array(lazy(() => categoryNode))(value, path),
});

export const brand: Decoder<Brand> = object<Brand>({ id: number, name: string, slug: string });

const sectionItem: Decoder<SectionItem> = object<SectionItem>({
  image_url: string,
  title: text,
  subtitle: text,
  link: text,
});

export const section: Decoder<Section> = object<Section>({
  id: number,
  title: string,
  link: text,
  items: array(sectionItem),
});

export const featuredBrand: Decoder<FeaturedBrand> = object<FeaturedBrand>({
  image_url: string,
  link: text,
  title: optional(string),
});

export const banner: Decoder<Banner> = object<Banner>({
  id: number,
  image_url: string,
  title: optional(string),
  link: text,
});

export const ad: Decoder<Ad> = object<Ad>({ image_url: string, link: text });

export const productListItem: Decoder<ProductListItem> = object<ProductListItem>({
  id: number,
  slug: string,
  name: string,
  brand: text,
  categories: array(string),
  price: number,
  mrp: number,
  discount_percentage: number,
  popularity: number,
  addedDate: string,
  thumb_300_img: string,
});

export const productDetail: Decoder<ProductDetail> = object<ProductDetail>({
  slug: text,
  name: string,
  brand: text,
  image_url: string,
  short_description: text,
  description: text,
  price: number,
  mrp: number,
  discount_percentage: number,
  rating: number,
  reviewsCount: number,
  offers: array(string),
  color: text,
  size: text,
  details: record(string),
});

export const user: Decoder<User> = object<User>({
  id: number,
  first_name: string,
  last_name: text,
  email: text,
  phone: text,
  username: text,
  gender,
  image_url: nullable(string),
});

export const loginResponse: Decoder<LoginResponse> = object<LoginResponse>({
  access_token: string,
  refresh_token: string,
  user,
});

export const validateTokenResponse: Decoder<ValidateTokenResponse> = object<ValidateTokenResponse>({
  status: literal(200),
  user,
});

export const registerResponse: Decoder<RegisterResponse> = object<RegisterResponse>({
  message: text,
  user,
});

export const profile: Decoder<Profile> = object<Profile>({
  first_name: string,
  last_name: text,
  gender,
  email: text,
  phone: text,
  username: text,
  image_url: nullable(string),
});
