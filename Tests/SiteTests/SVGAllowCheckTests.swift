import Foundation
import Testing
@testable import Site

/// An SVG is published only when nothing in it could run or load anything.
@Suite struct SVGAllowCheckTests {
    static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 24 24\">"

    @Test(arguments: [
        open + "<path d=\"M0 0h24v24H0z\" fill=\"#FFC629\"/></svg>",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Generator: Adobe Illustrator -->\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n" + open + "<title>Logo &amp; mark</title></svg>",
        open + "<defs><linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"#000\"/></linearGradient></defs><rect fill=\"url(#g)\" style=\"fill: url('#g')\" width=\"1\" height=\"1\"/></svg>",
        open + "<style><![CDATA[ .a { fill: #fff } ]]></style><use xlink:href=\"#a\"/><g id=\"a\" class=\"a\"/></svg>",
        open + "<image href=\"data:image/png;base64,iVBORw0KGgo=\" width=\"1\" height=\"1\"/></svg>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" xmlns:sodipodi=\"http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd\"><sodipodi:namedview inkscape:zoom=\"1\"/><circle r=\"1\"/></svg>",
    ])
    func cleanSVGsArePublished(_ svg: String) {
        #expect(SVGAllowCheck.problem(in: Data(svg.utf8)) == nil)
    }

    @Test(arguments: [
        (open + "<script>alert(1)</script></svg>", "it has a <script> element"),
        (open + "<SCRIPT>alert(1)</SCRIPT></svg>", "it has a <SCRIPT> element"),
        (open + "<x:script xmlns:x=\"http://www.w3.org/2000/svg\">alert(1)</x:script></svg>", "it has a <x:script> element"),
        (open + "<foreignObject><div xmlns=\"http://www.w3.org/1999/xhtml\"/></foreignObject></svg>", "it has a <foreignObject> element"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>", "it has an event handler attribute 'onload'"),
        (open + "<rect ONCLICK=\"alert(1)\"/></svg>", "it has an event handler attribute 'ONCLICK'"),
        (open + "<a href=\"javascript:alert(1)\"><rect/></a></svg>", "it has a <a> element"),
        (open + "<use href=\"https://evil.example/x.svg#a\"/></svg>", "it refers to 'https://evil.example/x.svg#a'"),
        (open + "<use xlink:href=\"&#x6A;avascript:alert(1)\"/></svg>", "it has a character reference"),
        (open + "<animate attributeName=\"href\" to=\"javascript:alert(1)\"/></svg>", "it has a <animate> element"),
        (open + "<set attributeName=\"onload\" to=\"alert(1)\"/></svg>", "it has a <set> element"),
        (open + "<rect fill=\"url(https://evil.example/p.svg#x)\"/></svg>", "it has an external reference 'url(https://evil.example/p.svg#x)'"),
        (open + "<style>@import url(https://evil.example/a.css);</style></svg>", "it has '@import'"),
        (open + "<style>rect { fill: u\\72l(http://e/) }</style></svg>", "it has '\\'"),
        (open + "<image href=\"data:image/svg+xml;base64,PHN2Zz4=\"/></svg>", "it refers to 'data:image/svg+xml;base64,PHN2Zz4='"),
        ("<!DOCTYPE svg [<!ENTITY x \"&#60;script&#62;\">]>" + open + "&x;</svg>", "its DOCTYPE declares entities"),
        ("<?xml-stylesheet href=\"https://evil.example/a.xsl\" type=\"text/xsl\"?>" + open + "</svg>", "it has a processing instruction"),
        ("<svg xmlns=\"http://www.w3.org/1999/xhtml\"><script>alert(1)</script></svg>", "it declares the namespace 'http://www.w3.org/1999/xhtml'"),
        ("<html><svg/></html>", "it has a <html> element"),
        (open + "<rect xml:base=\"https://evil.example/\"/></svg>", "it sets xml:base"),
        (open + "<rect width=1/></svg>", "attribute 'width' is not quoted"),
        (open + "<g></svg>", "its tags do not nest"),
        (open + "<g>", "it is not a whole <svg> document"),
        ("", "it is not a whole <svg> document"),
    ])
    func doubtfulSVGsAreRefused(_ svg: String, reason: String) {
        #expect(SVGAllowCheck.problem(in: Data(svg.utf8)) == reason)
    }

    @Test func bytesThatAreNotUTF8AreRefused() {
        #expect(SVGAllowCheck.problem(in: Data([0xFF, 0xFE, 0x3C, 0x00])) == "it is not UTF-8 text")
    }
}
