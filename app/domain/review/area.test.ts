import { describe, expect, it } from 'vitest'

import { areaPlaces, areasOfLocation, postcodeDistricts, type AreaPlaces } from './area.ts'

// Two areas that share W2 and NW8, as Maida Vale and Westminster do, and two with a place inside another's name.
const areas: AreaPlaces[] = [
	areaPlaces({
		slug: 'maida-vale',
		name: 'Maida Vale',
		postcodes: ['W9', 'W2', 'NW8'],
		coverage: [
			{ name: 'Little Venice', postcode: 'W2' },
			{ name: 'Paddington', postcode: 'W2' },
			{ name: "Queen's Park", postcode: 'W10' },
		],
		jsonLd: { areaServed: ['Maida Vale', 'Little Venice'] },
	}),
	areaPlaces({
		slug: 'westminster',
		name: 'Westminster',
		postcodes: ['W1', 'SW1', 'WC2', 'W2', 'NW8'],
		coverage: [
			{ name: 'Bayswater', postcode: 'W2' },
			{ name: 'Paddington', postcode: 'W2' },
			{ name: 'Mayfair', postcode: 'W1' },
		],
		jsonLd: { areaServed: ['Westminster', 'Mayfair'] },
	}),
	areaPlaces({
		slug: 'kensington-chelsea',
		name: 'Kensington & Chelsea',
		postcodes: ['SW3', 'W8', 'W10', 'W11'],
		coverage: [
			{ name: 'Kensington', postcode: 'W8' },
			{ name: 'North Kensington', postcode: 'W10' },
		],
		jsonLd: { areaServed: ['Kensington', 'Chelsea'] },
	}),
	areaPlaces({
		slug: 'hammersmith-fulham',
		name: 'Hammersmith & Fulham',
		postcodes: ['W6', 'W12', 'W14', 'SW6'],
		coverage: [
			{ name: 'Shepherds Bush', postcode: 'W12' },
			{ name: 'West Kensington', postcode: 'W14' },
		],
		jsonLd: { areaServed: ['Hammersmith', 'Fulham'] },
	}),
]

describe('postcode districts in a location', () => {
	it('are outward codes, upper case, without a sub-district letter', () => {
		expect(postcodeDistricts('Maida Vale, W9')).toEqual(['W9'])
		expect(postcodeDistricts('w9 2ab')).toEqual(['W9'])
		expect(postcodeDistricts('Mayfair, W1K 2AB')).toEqual(['W1'])
		expect(postcodeDistricts('SW1A 1AA')).toEqual(['SW1'])
		expect(postcodeDistricts('Covent Garden WC2N')).toEqual(['WC2'])
		expect(postcodeDistricts('North Kensington, W10 5AB')).toEqual(['W10'])
		expect(postcodeDistricts('Kilburn NW6')).toEqual(['NW6'])
	})

	it('are none in a place name alone', () => {
		expect(postcodeDistricts('Notting Hill')).toEqual([])
		expect(postcodeDistricts("Queen's Park")).toEqual([])
		expect(postcodeDistricts('')).toEqual([])
	})
})

describe('the areas of a review location', () => {
	it('follow the postcode district', () => {
		expect(areasOfLocation('Maida Vale, W9', areas)).toEqual(['maida-vale'])
		expect(areasOfLocation('Flat 3, W9 1AB', areas)).toEqual(['maida-vale'])
		expect(areasOfLocation('Chelsea, SW3', areas)).toEqual(['kensington-chelsea'])
		expect(areasOfLocation('Hammersmith, W6', areas)).toEqual(['hammersmith-fulham'])
		expect(areasOfLocation('Mayfair, W1K 2AB', areas)).toEqual(['westminster'])
	})

	it('are narrowed by the place when two areas share the district, and are both when nothing narrows them', () => {
		expect(areasOfLocation('Little Venice, W2', areas)).toEqual(['maida-vale'])
		expect(areasOfLocation('Bayswater, W2', areas)).toEqual(['westminster'])
		expect(areasOfLocation('Paddington, W2', areas)).toEqual(['maida-vale', 'westminster'])
		expect(areasOfLocation('W2 4RT', areas)).toEqual(['maida-vale', 'westminster'])
	})

	it('count a place listed with another area’s district', () => {
		expect(areasOfLocation("Queen's Park, W10", areas)).toEqual(['maida-vale'])
		expect(areasOfLocation('North Kensington, W10', areas)).toEqual(['kensington-chelsea'])
	})

	it('are read from the place name when there is no postcode, the longest name winning', () => {
		expect(areasOfLocation('Maida Vale', areas)).toEqual(['maida-vale'])
		expect(areasOfLocation('Kensington', areas)).toEqual(['kensington-chelsea'])
		expect(areasOfLocation('Chelsea', areas)).toEqual(['kensington-chelsea'])
		expect(areasOfLocation('West Kensington', areas)).toEqual(['hammersmith-fulham'])
		expect(areasOfLocation("Shepherd's Bush", areas)).toEqual(['hammersmith-fulham'])
		expect(areasOfLocation('queens park', areas)).toEqual(['maida-vale'])
	})

	it('are none for a district outside every area, an unknown place, or no location', () => {
		expect(areasOfLocation('Ealing, W5', areas)).toEqual([])
		expect(areasOfLocation('Kensington, W5', areas)).toEqual([])
		expect(areasOfLocation('Camden Town', areas)).toEqual([])
		expect(areasOfLocation('Vale', areas)).toEqual([])
		expect(areasOfLocation(null, areas)).toEqual([])
		expect(areasOfLocation('', areas)).toEqual([])
	})

	it('do not read a district inside a longer word or code', () => {
		expect(areasOfLocation('SW10', areas)).toEqual([])
		expect(areasOfLocation('W100', areas)).toEqual([])
		expect(areasOfLocation('AW9', areas)).toEqual([])
	})
})
